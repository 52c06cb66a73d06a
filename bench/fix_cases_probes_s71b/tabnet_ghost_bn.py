"""TabNet's Ghost Batch Normalization: the batch split into virtual batches of `virtual_batch_size`
rows (`n_chunks = int(math.ceil(x.shape[0] / self.virtual_batch_size))`, `F.split` into that many),
each normalised by one shared BatchNorm and concatenated back; then a GLU layer of the feature
transformer (`x[:, :self.output_dim] * F.sigmoid(x[:, self.output_dim:])`)."""
import math
from mxnet.gluon import nn


INPUTS = [(8, 5)]


class Net(nn.HybridBlock):
    def __init__(self, input_dim=5, output_dim=4, virtual_batch_size=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.output_dim = output_dim
        self.virtual_batch_size = virtual_batch_size
        with self.name_scope():
            self.fc = nn.Dense(2 * output_dim, in_units=input_dim, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=2 * output_dim, momentum=0.98)

    def ghost_bn(self, F, x):
        n_chunks = int(math.ceil(x.shape[0] / self.virtual_batch_size))
        chunks = F.split(x, num_outputs=n_chunks, axis=0)
        if n_chunks == 1:
            return self.bn(chunks)
        return F.concat(*[self.bn(c) for c in chunks], dim=0)

    def hybrid_forward(self, F, x):
        x = self.ghost_bn(F, self.fc(x))
        return x[:, :self.output_dim] * F.sigmoid(x[:, self.output_dim:])
