"""TabNet attentive logits centred by the batch-wide mean with a plain `z - F.mean(z)` before the softmax mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class CentredMask(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(CentredMask, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(num_features, in_units=num_features)

    def hybrid_forward(self, F, x):
        z = self.fc(x)
        z = z - F.mean(z)
        return F.softmax(z, axis=-1) * x


Net = CentredMask
