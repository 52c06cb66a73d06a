"""apache/mxnet#17785 (https://github.com/apache/mxnet/issues/17785): `a + b` of a (10,) and a (1,)
input broadcasts eagerly, fails hybridized (elemwise_add: expected [10], got [1])."""
from mxnet.gluon import HybridBlock

INPUTS = [(10,), (1,)]


class Foo(HybridBlock):
    def hybrid_forward(self, F, a, b):
        return a + b


Net = Foo
