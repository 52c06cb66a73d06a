"""Box head with a sanity check that only runs on eager inputs: `if isinstance(b, mx.nd.NDArray): assert b.shape[-1] == 4`, the conversion by `split` and `concat`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class BoxHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, h):
        b = F.sigmoid(self.box(h))
        if isinstance(b, mx.nd.NDArray):
            assert b.shape[-1] == 4, b.shape
        cx, cy, w, h = F.split(b, num_outputs=4, axis=-1)
        return F.concat(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, dim=-1)


Net = BoxHead
