"""WavLM masked-prediction loss as a method taking `logits=`, `targets=` and `mask=` by `**batch`: `F.pick` of the
log-softmax at integer targets, the masked mean by `F.sum(nll * mask) / (F.sum(mask) + eps)` of two (B, T)
arrays, and the unmasked term weighted by a python float from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6), (2, 6)]


class KwargsLoss(HybridBlock):
    def __init__(self, codes=5, unmasked_weight=0.1, **kwargs):
        super().__init__(**kwargs)
        self.codes, self.unmasked_weight = codes, unmasked_weight
        with self.name_scope():
            self.final = nn.Dense(codes, flatten=False)

    def _loss(self, F, **batch):
        nll = -F.pick(F.log_softmax(batch["logits"], axis=-1), batch["targets"], axis=-1)
        m = batch["mask"]
        masked = F.sum(nll * m) / (F.sum(m) + 1e-5)
        unmasked = F.sum(nll * (1 - m)) / (F.sum(1 - m) + 1e-5)
        return masked + self.unmasked_weight * unmasked

    def hybrid_forward(self, F, feats, mask_noise, target_noise):
        targets = F.floor((target_noise + 1) * (self.codes / 2.0)).clip(0, self.codes - 1)
        return self._loss(F, logits=self.final(feats), targets=targets, mask=mask_noise > 0)


Net = KwargsLoss
