"""The same ensemble in numpy mode, where `preds[0]` / `preds[1]` are basic indexing that hybridizes: the members' stacked softmaxes by `F.np.stack`, their mean and pairwise disagreement."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 5)]


@use_np
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
        preds = F.np.stack([F.npx.softmax(m(x), axis=-1) for m in self.members], axis=0)
        disagreement = F.np.abs(preds[0] - preds[1]).sum(axis=-1)
        return preds.mean(axis=0), disagreement
