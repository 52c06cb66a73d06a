"""AAM-softmax (ArcFace) head: embeddings and the (classes, D) weight L2-normalised, `cos = FullyConnected(no_bias=True)`, the target angle's margin `cos(theta + m)` mixed in by `F.one_hot(label, classes)` (all (N, classes)), scaled by `s`; labels from the inputs' argmax of a second head so they stay in range."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class AAMSoftmax(HybridBlock):
    def __init__(self, dim=6, classes=3, margin=0.2, scale=30.0, **kwargs):
        super().__init__(**kwargs)
        self._c, self._m, self._s = classes, margin, scale
        self.weight = self.params.get("weight", shape=(classes, dim))

    def hybrid_forward(self, F, emb, scores, weight):
        label = F.argmax(scores, axis=1)
        cos = F.FullyConnected(F.L2Normalization(emb), F.L2Normalization(weight), no_bias=True,
                               num_hidden=self._c)
        cos = F.clip(cos, -1 + 1e-6, 1 - 1e-6)
        phi = F.cos(F.arccos(cos) + self._m)
        oh = F.one_hot(label, self._c)
        logits = self._s * (oh * phi + (1 - oh) * cos)
        return F.mean(-F.pick(F.log_softmax(logits, axis=1), label, axis=1))


Net = AAMSoftmax
