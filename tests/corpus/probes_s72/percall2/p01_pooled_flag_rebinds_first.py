"""Legal: a helper pools its first argument when the call says `pooled=True`; the site passing a
pooled second argument also passes the flag, so `a + b` adds equal shapes at both sites."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _merge(F, a, b, pooled=False):
    if pooled:
        a = F.mean(a, axis=(2, 3), keepdims=True)
    return a + b


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        full = _merge(F, y, x)
        ctx = _merge(F, y, self.pool(x), pooled=True)
        return F.broadcast_add(full, ctx)
