"""wav2vec 2.0 target normalisation ported from PyTorch: the quantized targets (N, T, d) minus their mean over the batch `q.mean(axis=0)` ((T, d), no keepdims) by plain `-` (eagerly broadcast over the batch, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class BatchCenteredTargets(HybridBlock):
    def __init__(self, dim=8, out_dim=4, **kwargs):
        super(BatchCenteredTargets, self).__init__(**kwargs)
        with self.name_scope():
            self.project_q = nn.Dense(out_dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q = self.project_q(x)
        return q - q.mean(axis=0)


Net = BatchCenteredTargets
