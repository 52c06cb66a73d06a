"""ESM's contact prediction head (ported ContactPredictionHead): the stacked attention maps
(B, layers*heads, T, T) with the bos/eos rows and columns removed (`attentions[..., 1:-1, 1:-1]`), the
maps symmetrised (`x + x.transpose(-1, -2)`), the average product correction written as
`a1 * a2 / a12` on keepdims sums (plain operators on (B, C, T, 1), (B, C, 1, T) and (B, C, 1, 1)), and a
logistic regression over the channel axis to a sigmoid contact map."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, in_features=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.regression = nn.Dense(1, in_units=in_features, flatten=False)

    def hybrid_forward(self, F, attentions):
        attentions = F.softmax(attentions, axis=-1)
        attentions = attentions[..., 1:-1, 1:-1]
        x = attentions + attentions.transpose((0, 1, 3, 2))
        a1 = x.sum(axis=-1, keepdims=True)
        a2 = x.sum(axis=-2, keepdims=True)
        a12 = x.sum(axis=(-1, -2), keepdims=True)
        avg = a1 * a2
        avg = avg / a12
        normalized = x - avg
        return F.sigmoid(self.regression(normalized.transpose((0, 2, 3, 1))).squeeze(axis=-1))
