"""Deep ensemble: members in a HybridSequential, iterated, their softmaxes summed and divided by `len(self.members)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class DeepEnsemble(HybridBlock):
    def __init__(self, num_members=3, num_classes=5, **kwargs):
        super(DeepEnsemble, self).__init__(**kwargs)
        with self.name_scope():
            self.members = nn.HybridSequential()
            for _ in range(num_members):
                member = nn.HybridSequential()
                member.add(nn.Dense(8, activation="relu", in_units=10), nn.Dense(num_classes, in_units=8))
                self.members.add(member)

    def hybrid_forward(self, F, x):
        probs = [F.softmax(m(x)) for m in self.members]
        mean = F.add_n(*probs) / len(self.members)
        return mean, F.max(mean, axis=-1)


Net = DeepEnsemble
