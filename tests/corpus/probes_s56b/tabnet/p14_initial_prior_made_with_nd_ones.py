"""TabNet attentive step whose initial prior is made with `nd.ones` inside `hybrid_forward` and multiplied into the logits by `broadcast_mul`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class AttentiveStep(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(AttentiveStep, self).__init__(**kwargs)
        self.num_features = num_features
        with self.name_scope():
            self.fc = nn.Dense(num_features, in_units=num_features)

    def hybrid_forward(self, F, x):
        prior = nd.ones((1, self.num_features))
        mask = F.softmax(F.broadcast_mul(self.fc(x), prior), axis=-1)
        return mask * x


Net = AttentiveStep
