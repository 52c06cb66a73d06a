"""Domain discriminator loss: source/target labels from `ones_like`/`zeros_like` of the logits, a SigmoidBCE child loss."""
from mxnet.gluon import HybridBlock, loss, nn

INPUTS = [(4, 6), (4, 6)]


class DomainLoss(HybridBlock):
    def __init__(self, in_units=6, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.disc = nn.HybridSequential()
            self.disc.add(nn.Dense(hidden, activation="relu", in_units=in_units), nn.Dense(1, in_units=hidden))
            self.bce = loss.SigmoidBinaryCrossEntropyLoss()

    def hybrid_forward(self, F, source_feat, target_feat):
        ds, dt = self.disc(source_feat), self.disc(target_feat)
        logits = F.concat(ds, dt, dim=0)
        labels = F.concat(F.ones_like(ds), F.zeros_like(dt), dim=0)
        return self.bce(logits, labels).mean()


Net = DomainLoss
