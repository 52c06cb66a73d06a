"""Ghost batch norm: the batch split into the configured number of virtual batches by `split(axis=0)`, each normalised by the shared BatchNorm child, joined by `concat(dim=0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5)]


class GhostBatchNorm(HybridBlock):
    def __init__(self, units=5, num_chunks=4, momentum=0.9, **kwargs):
        super(GhostBatchNorm, self).__init__(**kwargs)
        self.num_chunks = num_chunks
        with self.name_scope():
            self.bn = nn.BatchNorm(momentum=momentum, in_channels=units)

    def hybrid_forward(self, F, x):
        chunks = F.split(x, num_outputs=self.num_chunks, axis=0)
        return F.concat(*[self.bn(c) for c in chunks], dim=0)


Net = GhostBatchNorm
