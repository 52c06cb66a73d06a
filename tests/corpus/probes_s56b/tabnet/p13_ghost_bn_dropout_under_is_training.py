"""TabNet shared step with a python `if autograd.is_training()` around `F.Dropout`, ghost batch norm over split virtual batches."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 6)]


class SharedStep(HybridBlock):
    def __init__(self, units=6, num_chunks=2, drop=0.2, **kwargs):
        super(SharedStep, self).__init__(**kwargs)
        self.num_chunks, self.drop = num_chunks, drop
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=units)
            self.bn = nn.BatchNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        if autograd.is_training():
            h = F.Dropout(h, p=self.drop)
        chunks = F.split(h, num_outputs=self.num_chunks, axis=0)
        return F.relu(F.concat(*[self.bn(c) for c in chunks], dim=0))


Net = SharedStep
