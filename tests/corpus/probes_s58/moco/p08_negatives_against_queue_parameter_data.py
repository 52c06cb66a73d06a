"""MoCo negatives computed against `self.queue.data()` (the Parameter's NDArray read inside `hybrid_forward`) instead of the queue argument."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class QueueData(HybridBlock):
    def __init__(self, dim=6, queue_size=8, T=0.07, **kwargs):
        super(QueueData, self).__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")

    def hybrid_forward(self, F, im_q, im_k, queue):
        q = F.L2Normalization(self.encoder(im_q))
        k = F.L2Normalization(self.encoder(im_k))
        l_neg = F.dot(q, self.queue.data())
        return F.concat(F.sum(q * k, axis=1, keepdims=True), l_neg, dim=1) / self.T


Net = QueueData
