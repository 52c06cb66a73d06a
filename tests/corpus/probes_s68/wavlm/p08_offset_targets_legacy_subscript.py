"""WavLM masked prediction with the label rate offset handled as in fairseq: the codebook targets trimmed by
`targets[:, self.offset:]` on a legacy Symbol before the loss."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 7)]


class SubscriptTargets(HybridBlock):
    def __init__(self, codes=5, offset=1, **kwargs):
        super().__init__(**kwargs)
        self.codes, self.offset = codes, offset
        with self.name_scope():
            self.final = nn.Dense(codes, flatten=False)

    def hybrid_forward(self, F, feats, target_noise):
        targets = F.floor((target_noise + 1) * (self.codes / 2.0)).clip(0, self.codes - 1)
        targets = targets[:, self.offset:]
        return -F.pick(F.log_softmax(self.final(feats), axis=-1), targets, axis=-1).mean()


Net = SubscriptTargets
