"""One shared projection carved into task outputs with `F.slice_axis` by python widths from `__init__` (box regression, class logits, objectness), returned as a tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class SharedHeads(HybridBlock):
    def __init__(self, widths=(4, 3, 1), **kwargs):
        super(SharedHeads, self).__init__(**kwargs)
        self.bounds = [(sum(widths[:i]), sum(widths[:i + 1])) for i in range(len(widths))]
        with self.name_scope():
            self.proj = nn.Dense(sum(widths))

    def hybrid_forward(self, F, x):
        out = self.proj(x)
        box, cls, obj = [F.slice_axis(out, axis=1, begin=b, end=e) for b, e in self.bounds]
        return box, F.softmax(cls), F.sigmoid(obj)


Net = SharedHeads
