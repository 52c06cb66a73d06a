"""One shared projection carved into task outputs with `out[:, :4]`, `out[:, 4:7]`, `out[:, 7:]` subscripts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class SharedHeads(HybridBlock):
    def __init__(self, **kwargs):
        super(SharedHeads, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8)

    def hybrid_forward(self, F, x):
        out = self.proj(x)
        box, cls, obj = out[:, :4], out[:, 4:7], out[:, 7:]
        return box, F.softmax(cls), F.sigmoid(obj)


Net = SharedHeads
