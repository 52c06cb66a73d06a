"""engine.fixed_attributes: a block attribute's value when every construction in the file fixes it."""
import ast
import textwrap

import pytest

from hybridlint.engine.fixed_attributes import FixedAttributes

_BLOCK = """
    from mxnet.gluon import HybridBlock
    import functools


    class Norm(HybridBlock):
        def __init__(self, axis, keepdims=True, **kwargs):
            super(Norm, self).__init__(**kwargs)
            self.axis = axis
            self.keepdims = keepdims

        def hybrid_forward(self, F, x):
            return x / F.sum(x, axis=self.axis, keepdims=self.keepdims)
"""


def _value(tail: str, cls: str = "Norm", attr: str = "keepdims", block: str = _BLOCK):
    src = textwrap.dedent(block) + textwrap.dedent(tail)
    return FixedAttributes(ast.parse(src).body, src).value(cls, attr)


def test_every_construction_passing_one_literal_fixes_it():
    assert _value("a = Norm(1, keepdims=True)\nb = Norm(axis=1, keepdims=True)\n") == (True, 14)
    assert _value("a = Norm(2)\nb = Norm(axis=2)\n", attr="axis") == (2, 14)


def test_a_default_counts_for_a_construction_that_omits_it():
    assert _value("a = Norm(1)\n") == (True, 14)


def test_a_subclass_super_call_is_a_construction():
    tail = """
        class Row(Norm):
            def __init__(self):
                super(Row, self).__init__(axis=1)


        class Soft(Row):
            pass


        net = Soft()
    """
    assert _value(tail, attr="axis") == (1, 17)
    assert _value(tail, cls="Row", attr="axis") == (1, 17)   # stored by the base's __init__


@pytest.mark.parametrize("tail", [
    "",                                                 # constructed nowhere in the file
    "a = Norm(1, keepdims=True)\nb = Norm(1, keepdims=False)\n",    # they disagree
    "a = Norm(1, keepdims=1)\nb = Norm(1, keepdims=True)\n",        # a number is not a flag
    "flag = True\na = Norm(1, keepdims=flag)\n",        # not a literal
    "cfg = {}\na = Norm(1, **cfg)\n",                   # out of sight
    "make = functools.partial(Norm, keepdims=True)\n",  # handed to partial: constructed elsewhere
    "a = Norm(1)\na.keepdims = False\n",                # stored again outside the class
    "a = Norm(1)\nsetattr(a, name, False)\n",           # a name not written out
    "a = Norm(1)\nsetattr(a, 'keepdims', False)\n",
])
def test_refused(tail):
    assert _value(tail) is None


def test_refused_when_init_stores_it_conditionally_or_rebinds_the_parameter():
    cond = _BLOCK.replace("self.keepdims = keepdims", "if axis:\n                self.keepdims = keepdims")
    assert _value("a = Norm(1)\n", block=cond) is None
    rebound = _BLOCK.replace("self.keepdims = keepdims", "keepdims = not keepdims\n            self.keepdims = keepdims")
    assert _value("a = Norm(1)\n", block=rebound) is None
    later = _BLOCK.replace("        def hybrid_forward", "        def flat(self):\n            self.keepdims = False\n\n        def hybrid_forward")
    assert _value("a = Norm(1)\n", block=later) is None


def test_a_store_in_an_unrelated_class_does_not_count():
    tail = """
        class Other(HybridBlock):
            def __init__(self):
                super(Other, self).__init__()
                self.keepdims = False


        a = Norm(1)
    """
    assert _value(tail)[0] is True


def test_a_literal_stored_once_in_init_needs_no_construction():
    block = _BLOCK.replace("self.keepdims = keepdims", "self.keepdims = True")
    assert _value("", block=block) == (True, None)


def test_a_class_name_defined_twice_is_refused():
    assert _value(_BLOCK + "\n\na = Norm(1)\n", block=_BLOCK) is None


def test_stored_values_pair_the_items_of_a_tuple_store():
    src = textwrap.dedent("""
        from mxnet.gluon import HybridBlock


        class Net(HybridBlock):
            def __init__(self, chunk=3, h=6, **kwargs):
                super(Net, self).__init__(**kwargs)
                self.k, self.h = chunk, h
                self.a, self.b = self.k, 2
                self.c, *self.d = 1, 2, 3
    """)
    fixed = FixedAttributes(ast.parse(src).body, src)
    assert [ast.unparse(v) for v in fixed.stored_values("Net", "k")] == ["chunk"]
    assert [ast.unparse(v) for v in fixed.stored_values("Net", "h")] == ["h"]
    # an item reading an attribute (`self.a, self.b = self.b, self.a` swaps), a starred target: unknown
    assert fixed.stored_values("Net", "b") is None
    assert fixed.stored_values("Net", "c") is None
