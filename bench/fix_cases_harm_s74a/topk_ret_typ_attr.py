"""F.topk with ret_typ from the configuration ('both'): `[0]` picks the values."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, ret_typ='both', **kwargs):
        super().__init__(**kwargs)
        self.ret_typ = ret_typ

    def hybrid_forward(self, F, x):
        res = F.topk(x, k=2, ret_typ=self.ret_typ)
        return res[0] + 1
