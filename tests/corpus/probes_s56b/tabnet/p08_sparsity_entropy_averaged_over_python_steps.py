"""TabNet sparsity regulariser: per-step mask entropies collected in a list over the configured steps, averaged by `add_n(...) / self.steps`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class MaskEntropy(HybridBlock):
    def __init__(self, num_features=6, steps=3, eps=1e-10, **kwargs):
        super(MaskEntropy, self).__init__(**kwargs)
        self.steps, self.eps = steps, eps
        with self.name_scope():
            self.att = nn.HybridSequential()
            for _ in range(steps):
                self.att.add(nn.Dense(num_features, in_units=num_features))

    def hybrid_forward(self, F, x):
        entropies, masks = [], []
        for att in self.att:
            mask = F.softmax(att(x), axis=-1)
            masks.append(mask)
            entropies.append(F.mean(F.sum(-mask * F.log(mask + self.eps), axis=-1)))
        return F.add_n(*masks), F.add_n(*entropies) / self.steps


Net = MaskEntropy
