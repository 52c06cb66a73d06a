"""MoCo negatives as in the PyTorch reference `torch.einsum("nc,ck->nk", q, queue)` ported with a (K, C) queue Parameter: `F.dot(q, queue.T)` (the NDArray-only `.T` attribute)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class QueueTransposed(HybridBlock):
    def __init__(self, dim=6, queue_size=8, T=0.07, **kwargs):
        super(QueueTransposed, self).__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.encoder_q = nn.Dense(dim, in_units=10)
            self.encoder_k = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(queue_size, dim), grad_req="null")

    def hybrid_forward(self, F, im_q, im_k, queue):
        q = F.L2Normalization(self.encoder_q(im_q))
        k = F.stop_gradient(F.L2Normalization(self.encoder_k(im_k)))
        l_pos = F.sum(q * k, axis=1, keepdims=True)
        l_neg = F.dot(q, queue.T)
        return F.concat(l_pos, l_neg, dim=1) / self.T


Net = QueueTransposed
