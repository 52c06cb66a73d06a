"""IMPALA advantages with the PyTorch port's shift `vs[1:]` (a legacy subscript) concatenated with the bootstrap value."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (4, 3), (4, 3), (3,)]


class SubscriptAdvantages(HybridBlock):
    def hybrid_forward(self, F, discounts, rewards, values, vs, bootstrap):
        vs_tp1 = F.concat(vs[1:], bootstrap.expand_dims(0), dim=0)
        return rewards + discounts * vs_tp1 - values


Net = SubscriptAdvantages
