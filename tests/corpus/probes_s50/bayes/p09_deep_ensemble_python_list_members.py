"""Deep ensemble over a python list of members registered with `register_child`: every member predicts, the predictions are stacked and reduced to the ensemble mean and the members' disagreement (variance)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class DeepEnsemble(HybridBlock):
    def __init__(self, num_members=3, in_units=5, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self.members = []
        with self.name_scope():
            for i in range(num_members):
                member = nn.Dense(num_classes, in_units=in_units, prefix="member%d_" % i)
                self.register_child(member)
                self.members.append(member)

    def hybrid_forward(self, F, x):
        preds = F.stack(*[F.softmax(m(x), axis=-1) for m in self.members], axis=0)
        mean = F.mean(preds, axis=0)
        return mean, F.mean(F.square(F.broadcast_sub(preds, mean.expand_dims(0))), axis=0)


Net = DeepEnsemble
