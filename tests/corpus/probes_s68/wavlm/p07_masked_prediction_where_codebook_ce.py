"""WavLM/HuBERT masked prediction: masked frames replaced by a learned (D,) embedding through `F.where` of a
(B, T, 1) mask spread by `broadcast_like`, the encoder output scored against the codebook by a Dense to K codes,
and the cross-entropy over the masked frames only, with the targets as integer codes picked by `F.pick`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6), (2, 6)]


class MaskedPrediction(HybridBlock):
    def __init__(self, dim=8, codes=5, **kwargs):
        super().__init__(**kwargs)
        self.codes = codes
        with self.name_scope():
            self.mask_emb = self.params.get("mask_emb", shape=(dim,), init="uniform")
            self.encoder = nn.Dense(dim, flatten=False, activation="relu")
            self.final = nn.Dense(codes, flatten=False)

    def hybrid_forward(self, F, feats, mask_noise, target_noise, mask_emb):
        mask = (mask_noise > 0).expand_dims(-1)
        emb = F.broadcast_like(mask_emb.reshape((1, 1, -1)), feats)
        x = F.where(F.broadcast_like(mask, feats), emb, feats)
        logits = self.final(self.encoder(x))
        targets = F.floor((target_noise + 1) * (self.codes / 2.0)).clip(0, self.codes - 1)
        nll = -F.pick(F.log_softmax(logits, axis=-1), targets, axis=-1)
        m = mask.reshape((0, 0))
        return F.sum(nll * m) / (F.sum(m) + 1e-5)


Net = MaskedPrediction
