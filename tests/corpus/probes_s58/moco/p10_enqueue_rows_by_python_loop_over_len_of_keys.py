"""MoCo enqueue building the new queue row by row over `range(len(k))` keys (the length of a tensor) with `slice_axis`, then the older entries."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class RowEnqueue(HybridBlock):
    def __init__(self, dim=6, queue_size=8, batch=4, **kwargs):
        super(RowEnqueue, self).__init__(**kwargs)
        self.keep = queue_size - batch
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(queue_size, dim), grad_req="null")

    def hybrid_forward(self, F, im_k, queue):
        k = F.L2Normalization(self.encoder(im_k))
        rows = [F.slice_axis(k, axis=0, begin=i, end=i + 1) for i in range(len(k))]
        return F.concat(*(rows + [F.slice_axis(queue, axis=0, begin=0, end=self.keep)]), dim=0)


Net = RowEnqueue
