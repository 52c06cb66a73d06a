"""Attrs, the parsed attributes of one op call, survive copying and pickling."""
import copy
import pickle

from hybridlint.runtime import ops, registry  # noqa: F401  (ops fills the table)


def test_attrs_copy_and_pickle_round_trip():
    op = registry.get("FullyConnected")
    a = op.parse_attrs({"num_hidden": 4, "no_bias": "True"})
    for b in (copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))):
        assert b == a
        assert b.num_hidden == 4 and b.no_bias is True
        assert b.given == a.given


def test_attrs_unknown_name_is_attribute_error():
    a = registry.get("relu").parse_attrs({})
    try:
        a.num_hidden
    except AttributeError:
        pass
    else:
        raise AssertionError("expected AttributeError")
