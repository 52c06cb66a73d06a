"""TabNet sparsity regulariser that stacks the step masks into one (steps, N, D) array and divides the summed entropy by `len(masks)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class MaskEntropy(HybridBlock):
    def __init__(self, num_features=6, steps=3, eps=1e-10, **kwargs):
        super(MaskEntropy, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.att = nn.HybridSequential()
            for _ in range(steps):
                self.att.add(nn.Dense(num_features, in_units=num_features))

    def hybrid_forward(self, F, x):
        masks = F.stack(*[F.softmax(att(x), axis=-1) for att in self.att], axis=0)
        entropy = F.sum(-masks * F.log(masks + self.eps), axis=-1)
        return F.sum(F.mean(entropy, axis=1)) / len(masks)


Net = MaskEntropy
