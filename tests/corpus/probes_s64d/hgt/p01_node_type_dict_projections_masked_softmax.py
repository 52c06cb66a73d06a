"""HGT layer on one relation (author -> paper) with per node-type projections held in python dicts of blocks (`self.k_lin[ntype]`, registered by `register_child`), attention over the dense adjacency (Np, Na) masked by `F.where(adj > 0, att, -1e9 * ones_like)`, softmax, and the message `F.dot(att, v)` added to the paper features through the target type's output Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (4, 8), (4, 5)]


class HGTRelation(HybridBlock):
    def __init__(self, dim=8, ntypes=("author", "paper"), **kwargs):
        super().__init__(**kwargs)
        self._scale = dim ** -0.5
        self.k_lin, self.q_lin, self.v_lin, self.a_lin = {}, {}, {}, {}
        with self.name_scope():
            for t in ntypes:
                for table, kind in ((self.k_lin, "k"), (self.q_lin, "q"), (self.v_lin, "v"), (self.a_lin, "a")):
                    table[t] = nn.Dense(dim, flatten=False, in_units=dim)
                    self.register_child(table[t], "%s_%s" % (kind, t))

    def hybrid_forward(self, F, x_author, x_paper, adj):
        k = self.k_lin["author"](x_author)
        v = self.v_lin["author"](x_author)
        q = self.q_lin["paper"](x_paper)
        att = F.dot(q, k, transpose_b=True) * self._scale
        att = F.softmax(F.where(adj > 0, att, F.ones_like(att) * -1e9), axis=-1)
        return x_paper + self.a_lin["paper"](F.dot(att, v))


Net = HGTRelation
