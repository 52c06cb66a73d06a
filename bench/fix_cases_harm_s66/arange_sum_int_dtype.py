"""An arange over a summed length in int32, used as integer positions (embedding ids)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.pos = nn.Embedding(16, 4)

    def hybrid_forward(self, F, x, mem):
        pos = F.arange(mem.shape[1] + x.shape[1], dtype='int32')
        return F.broadcast_add(F.concat(mem, x, dim=1), self.pos(pos))
