"""MaskGIT decoding step ranking confidences on the host: `order = np.argsort(conf.asnumpy(), axis=-1)` and the least confident positions re-masked through a constant built from it -- a Symbol has no `asnumpy`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class HostRanking(HybridBlock):
    def __init__(self, codebook=8, d=8, n_mask=2, **kwargs):
        super(HostRanking, self).__init__(**kwargs)
        self._n = n_mask
        with self.name_scope():
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, h):
        probs = F.softmax(self.head(h), axis=-1)
        conf = F.max(probs, axis=-1)
        order = np.argsort(conf.asnumpy(), axis=-1)
        remask = np.zeros(order.shape, dtype="float32")
        np.put_along_axis(remask, order[:, :self._n], 1.0, axis=-1)
        return F.where(F.array(remask), F.ones_like(conf) * -1, F.argmax(probs, axis=-1))


Net = HostRanking
