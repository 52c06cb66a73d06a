"""ALBEF with one stacked (2, d, K) queue constant split into its image and text halves by `F.split(queue, num_outputs=2, axis=0, squeeze_axis=True)` read as `halves[0]`, `halves[1]`; a sanity check of the queue norms by `.asnumpy()` runs only `if F is nd`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class SplitQueue(HybridBlock):
    def __init__(self, dim=8, embed=6, queue_size=5, **kwargs):
        super(SplitQueue, self).__init__(**kwargs)
        q = np.random.RandomState(4).randn(2, embed, queue_size).astype("float32")
        with self.name_scope():
            self.proj = nn.Dense(embed, in_units=dim)
            self.queue = self.params.get_constant("queue", q)

    def hybrid_forward(self, F, image, text, queue):
        halves = F.split(queue, num_outputs=2, axis=0, squeeze_axis=True)
        if F is nd:
            assert np.isfinite(halves[0].asnumpy()).all()
        img = F.L2Normalization(self.proj(image))
        txt = F.L2Normalization(self.proj(text))
        i2t = F.dot(img, F.concat(F.transpose(txt), halves[1], dim=1))
        t2i = F.dot(txt, F.concat(F.transpose(img), halves[0], dim=1))
        return i2t, t2i


Net = SplitQueue
