"""ALBEF hard negatives sampled as the reference does with `torch.multinomial`, here `np.random.choice` over `weights.asnumpy()` rows on the host, the chosen ids fed back by `F.take` of an index array -- a Symbol has no `asnumpy`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class HostSampledNegatives(HybridBlock):
    def __init__(self, dim=8, batch=3, **kwargs):
        super(HostSampledNegatives, self).__init__(**kwargs)
        self._b = batch
        with self.name_scope():
            self.itm_head = nn.Dense(2, in_units=2 * dim)

    def hybrid_forward(self, F, img, txt):
        weights = F.softmax(F.dot(txt, img, transpose_b=True), axis=1) * (1 - F.eye(self._b))
        w = weights.asnumpy()
        rng = np.random.RandomState(0)
        idx = [rng.choice(self._b, p=row / row.sum()) for row in w]
        img_neg = F.take(img, F.array(idx), axis=0)
        return self.itm_head(F.concat(F.concat(img, txt, dim=1), F.concat(img_neg, txt, dim=1), dim=0))


Net = HostSampledNegatives
