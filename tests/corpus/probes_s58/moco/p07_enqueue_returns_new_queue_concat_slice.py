"""MoCo dequeue-and-enqueue written functionally: the new queue is `concat(transpose(k), slice_axis(queue, axis=1, begin=0, end=K - batch))` with the batch size a constructor setting, returned beside the logits."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class FunctionalQueue(HybridBlock):
    def __init__(self, dim=6, queue_size=8, batch=4, T=0.07, **kwargs):
        super(FunctionalQueue, self).__init__(**kwargs)
        self.keep = queue_size - batch
        self.T = T
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")

    def hybrid_forward(self, F, im_q, im_k, queue):
        q = F.L2Normalization(self.encoder(im_q))
        k = F.stop_gradient(F.L2Normalization(self.encoder(im_k)))
        logits = F.concat(F.sum(q * k, axis=1, keepdims=True), F.dot(q, queue), dim=1) / self.T
        new_queue = F.concat(F.transpose(k), F.slice_axis(queue, axis=1, begin=0, end=self.keep), dim=1)
        return logits, new_queue


Net = FunctionalQueue
