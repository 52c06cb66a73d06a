"""mli/new-docs#111 (https://github.com/mli/new-docs/pull/111), the hybridize guide's indexing pitfall
written from users' questions: `return x[0,0]` -> "TypeError: Symbol only support integer index to
fetch i-th output"."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return x[0,0]
