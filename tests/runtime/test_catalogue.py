"""catalogue.json: the linter's pure-data view of the runtime, kept in sync."""
import json

from hybridlint.runtime import catalogue, nd, sym


def test_catalogue_json_is_current():
    on_disk = catalogue.PATH.read_text(encoding="utf-8")
    assert on_disk == catalogue.render(catalogue.build()), \
        "runtime/catalogue.json is stale: run python -m hybridlint.runtime.catalogue --write"


def test_catalogue_content_matches_mxnet_facts():
    data = json.loads(catalogue.PATH.read_text(encoding="utf-8"))
    assert data["version"] == 1
    for key, value in data.items():
        if isinstance(value, list):
            assert value == sorted(value), key
    for n in ("add", "subtract", "multiply", "divide", "modulo", "equal", "greater", "array",
              "empty", "concatenate", "moveaxis", "onehot_encode", "waitall"):
        assert n in data["nd"] and n not in data["sym"], n
    for n in ("relu", "FullyConnected", "Convolution", "concat", "reshape", "zeros", "ones"):
        assert n in data["nd"] and n in data["sym"], n
    assert "normal" in data["nd.random"] and "normal" in data["sym.random"]
    for n in ("asnumpy", "asscalar", "wait_to_read", "as_in_context", "copyto", "reshape", "sum"):
        assert n in data["ndarray_methods"], n
    for n in ("asnumpy", "asscalar", "wait_to_read", "as_in_context", "copyto"):
        assert n not in data["symbol_methods"], n
    for n in ("reshape", "sum", "infer_shape", "list_arguments", "tojson"):
        assert n in data["symbol_methods"], n
    assert {"shape", "dtype", "context", "ctx", "size", "ndim", "T"} <= set(
        data["ndarray_only_attributes"])
    assert {"split", "SliceChannel"} <= set(data["multi_output_ops"])
    assert "relu" not in data["multi_output_ops"] and "BatchNorm" not in data["multi_output_ops"]
    # MXNet's `_internal` holds the underscore operators: `F._internal._plus` is one tensor
    assert {"_internal._plus", "_internal._mul", "_internal._minus_scalar"} <= set(
        data["single_output_namespaced_ops"])
    assert not {"_internal._split_v2", "_internal._foreach", "_internal._cond"} & set(
        data["single_output_namespaced_ops"])
    # every listed name really exists
    for n in data["nd"]:
        assert hasattr(nd, n), n
    for n in data["sym"]:
        assert hasattr(sym, n), n


def test_cli_check(capsys):
    assert catalogue.main(["--check"]) == 0
    assert catalogue.main(["--bogus"]) == 2
