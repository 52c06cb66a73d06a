"""Box decoding ported from PyTorch: `(B, A, 2)` offsets times `(1, A, 2)` anchor sizes with plain
`*` and `+` (broadcasting in torch)."""
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
        a_ctr, a_size = F.split(anchors, num_outputs=2, axis=-1)
        p_ctr, p_size = F.split(pred, num_outputs=2, axis=-1)
        ctr = p_ctr * a_size + a_ctr
        size = F.exp(F.clip(p_size, -4, 4)) * a_size
        return F.concat(ctr - size / 2, ctr + size / 2, dim=-1)


Net = BoxDecoder
