"""ALBEF ITC targets sized from the features, `bs = img.shape[0]` and `F.eye(bs, bs + self._k)` -- the PyTorch `torch.zeros(sim.size())` / `fill_diagonal_` bookkeeping by shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class ShapeTargets(HybridBlock):
    def __init__(self, dim=8, queue_size=5, temp=0.07, **kwargs):
        super(ShapeTargets, self).__init__(**kwargs)
        self._k, self._temp = queue_size, temp
        q = np.random.RandomState(2).randn(dim, queue_size).astype("float32")
        with self.name_scope():
            self.queue = self.params.get_constant("queue", q)

    def hybrid_forward(self, F, img, txt, queue):
        bs = img.shape[0]
        sim = F.dot(F.L2Normalization(img), F.concat(F.transpose(F.L2Normalization(txt)), queue, dim=1)) / self._temp
        targets = F.eye(bs, bs + self._k)
        return -F.mean(F.sum(F.log_softmax(sim, axis=1) * targets, axis=1))


Net = ShapeTargets
