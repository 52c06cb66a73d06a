"""A block built with a python list of contexts creates its zeros with `ctx=self.ctx_list[0]`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self, ctx_list=(mx.cpu(),)):
        super().__init__()
        self.ctx_list = list(ctx_list)

    def hybrid_forward(self, F, x):
        pad = F.zeros((2, 1), ctx=self.ctx_list[0])
        return F.concat(x, pad, dim=1)
