"""Ghost batch norm that derives the number of virtual batches from the batch, `int(math.ceil(x.shape[0] / self.virtual_batch_size))`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5)]


class GhostBatchNorm(HybridBlock):
    def __init__(self, units=5, virtual_batch_size=2, **kwargs):
        super(GhostBatchNorm, self).__init__(**kwargs)
        self.virtual_batch_size = virtual_batch_size
        with self.name_scope():
            self.bn = nn.BatchNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        num_chunks = int(math.ceil(x.shape[0] / self.virtual_batch_size))
        chunks = F.split(x, num_outputs=num_chunks, axis=0)
        return F.concat(*[self.bn(c) for c in chunks], dim=0)


Net = GhostBatchNorm
