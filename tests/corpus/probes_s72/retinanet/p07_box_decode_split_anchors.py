"""Box decoding against anchors held as a (1, A, 4) constant: anchors and offsets split into
centre/size parts by `F.split` (its outputs indexed), `broadcast_*` ops across the batch."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class BoxDecoder(HybridBlock):
    def __init__(self, num_anchors=6, **kwargs):
        super().__init__(**kwargs)
        rng = np.random.RandomState(1)
        anchors = np.concatenate([rng.uniform(0, 1, (1, num_anchors, 2)),
                                  rng.uniform(0.1, 0.5, (1, num_anchors, 2))], axis=-1).astype("float32")
        with self.name_scope():
            self.anchors = self.params.get_constant("anchors", anchors)

    def hybrid_forward(self, F, pred, anchors):
        a = F.split(anchors, num_outputs=2, axis=-1)
        p = F.split(pred, num_outputs=2, axis=-1)
        ctr = F.broadcast_add(F.broadcast_mul(p[0], a[1]), a[0])
        size = F.broadcast_mul(F.exp(F.clip(p[1], -4, 4)), a[1])
        return F.concat(ctr - size / 2, ctr + size / 2, dim=-1)


Net = BoxDecoder
