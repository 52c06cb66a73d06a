"""SigLIP with any number of towers passed as `*inputs`, zipped with a python tuple of tower names into a dict of
normalised embeddings; the loss pairs the first tower with each other one (python indices of a list of names),
temperature and bias python floats from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5), (4, 3)]


class MultiTower(HybridBlock):
    def __init__(self, names=("img", "txt", "audio"), batch=4, dim=8, temperature=10.0, bias=-2.0, **kwargs):
        super().__init__(**kwargs)
        self.names, self.n, self.t, self.bias = tuple(names), batch, temperature, bias
        with self.name_scope():
            self.towers = nn.HybridSequential()
            for _ in names:
                self.towers.add(nn.Dense(dim, use_bias=False))

    def hybrid_forward(self, F, *inputs):
        emb = {name: F.L2Normalization(tower(x), mode="instance")
               for name, tower, x in zip(self.names, self.towers, inputs)}
        labels = 2 * F.eye(self.n) - 1
        losses = []
        for other in self.names[1:]:
            logits = self.t * F.dot(emb[self.names[0]], emb[other], transpose_b=True) + self.bias
            losses.append(F.sum(F.Activation(-labels * logits, act_type="softrelu")) / self.n)
        return F.add_n(*losses)


Net = MultiTower
