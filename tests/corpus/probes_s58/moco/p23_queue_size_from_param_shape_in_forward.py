"""MoCo enqueue reading the queue length from the queue argument's `queue.shape[1]` inside `hybrid_forward` to slice off the oldest keys."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class QueueShape(HybridBlock):
    def __init__(self, dim=6, queue_size=8, batch=4, **kwargs):
        super(QueueShape, self).__init__(**kwargs)
        self.batch = batch
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")

    def hybrid_forward(self, F, im_k, queue):
        k = F.L2Normalization(self.encoder(im_k))
        keep = queue.shape[1] - self.batch
        return F.concat(F.transpose(k), F.slice_axis(queue, axis=1, begin=0, end=keep), dim=1)


Net = QueueShape
