"""TabNet attentive transformer: Dense + BatchNorm of the processed features times the (N, D) prior scales input, both of the feature width, by a plain `*`, then a softmax mask and the prior update `prior * (gamma - mask)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 6)]


class AttentiveTransformer(HybridBlock):
    def __init__(self, in_units=5, num_features=6, gamma=1.3, **kwargs):
        super(AttentiveTransformer, self).__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.fc = nn.Dense(num_features, use_bias=False, in_units=in_units)
            self.bn = nn.BatchNorm(in_channels=num_features)

    def hybrid_forward(self, F, a, prior):
        prior = F.abs(prior)
        logits = self.bn(self.fc(a)) * prior
        mask = F.softmax(logits, axis=-1)
        return mask, prior * (self.gamma - mask)


Net = AttentiveTransformer
