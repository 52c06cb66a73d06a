"""Deep ensemble that stacks the members' predictions and reads two of them back as `preds[0]` / `preds[1]` for a pairwise disagreement term."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class Net(HybridBlock):
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
        disagreement = F.sum(F.abs(preds[0] - preds[1]), axis=-1)
        return F.mean(preds, axis=0), disagreement
