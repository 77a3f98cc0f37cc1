/**
 * The Python the worker defines once, before any author code: `_grafiek_run` runs a cell in a
 * fresh namespace (rows, columns, variables), returns its last expression described as JSON
 * (nothing, a text, or a list of dicts as a table), and turns an exception into its traceback,
 * cut to the frames of the cell itself.
 */
export const PYTHON_PRELUDE = String.raw`
import json as _json
import math as _math
import traceback as _traceback
from pyodide.code import eval_code_async as _eval_code_async

_CELL = "<cell>"

def _grafiek_plain(value):
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if _math.isfinite(value) else None
    return str(value)

def _grafiek_describe(value):
    if value is None:
        return {"kind": "none"}
    if isinstance(value, str):
        return {"kind": "text", "text": value}
    if isinstance(value, (list, tuple)) and all(isinstance(item, dict) for item in value):
        columns = []
        for item in value:
            for key in item:
                if str(key) not in columns:
                    columns.append(str(key))
        rows = [{str(key): _grafiek_plain(cell) for key, cell in item.items()} for item in value]
        return {"kind": "table", "columns": columns, "rows": rows}
    return {"kind": "text", "text": repr(value)}

async def _grafiek_run(code, inputs_json):
    inputs = _json.loads(inputs_json)
    namespace = {"__name__": "__main__", "rows": inputs["rows"], "columns": inputs["columns"], "variables": inputs["variables"]}
    try:
        value = await _eval_code_async(code, namespace, filename=_CELL)
        return _json.dumps(_grafiek_describe(value))
    except BaseException as error:
        frames = error.__traceback__
        while frames is not None and frames.tb_frame.f_code.co_filename != _CELL:
            frames = frames.tb_next
        lines = _traceback.format_exception(type(error), error, frames)
        return _json.dumps({"kind": "error", "traceback": "".join(lines)})
`;
