"""The construct errors: MXNet's Python types, rule codes, locations, pickling."""
import pickle

import pytest

from hybridlint.runtime import errors as E

CLASSES = [
    (E.SymbolAttributeError, AttributeError, "HYB001"),
    (E.SymbolMethodError, E.NotImplementedForSymbol, "HYB002"),
    (E.SymbolAsInContextError, TypeError, "HYB002"),
    (E.SymbolIndexError, TypeError, "HYB003"),
    (E.SymbolAugAssignError, E.NotImplementedForSymbol, "HYB004"),
    (E.SymbolItemAssignError, TypeError, "HYB005"),
    (E.SymbolBoolError, E.NotImplementedForSymbol, "HYB006"),
    (E.NamespaceMixError, AssertionError, "HYB007"),
    (E.NamespaceMixError, TypeError, "HYB007"),
    (E.EagerOnlyNameError, AttributeError, "HYB007"),
    (E.ShapeMismatchError, E.MXNetError, "HYB008"),
    (E.SymbolProtocolError, TypeError, "HYB013"),
]


@pytest.mark.parametrize("cls,base,code", CLASSES, ids=lambda v: getattr(v, "__name__", v))
def test_error_classes(cls, base, code):
    err = cls("x.thing", "do the other thing")
    assert isinstance(err, base) and isinstance(err, E.HybridError)
    assert err.code == code
    msg = str(err)
    assert msg.startswith(f"{__file__}:") and code in msg and "`x.thing`" in msg
    assert msg.endswith("Fix: do the other thing")
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is cls and str(back) == msg


def test_location_skips_runtime_frames():
    from hybridlint.runtime import sym
    with pytest.raises(E.SymbolAttributeError) as info:
        sym.var("x").shape
    assert info.value.location.startswith(__file__)


def test_mxnet_error_hierarchy():
    assert issubclass(E.NotImplementedForSymbol, E.MXNetError)
    assert issubclass(E.MXNetError, RuntimeError)
    assert issubclass(E.ContextError, E.MXNetError)
