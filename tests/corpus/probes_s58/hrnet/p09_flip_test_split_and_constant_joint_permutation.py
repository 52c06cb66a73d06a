"""Pose flip test: image and mirror as one batch, halves by `F.split(num_outputs=2, axis=0)`, the flipped heatmaps re-ordered by a left/right joint permutation held as a `params.get_constant` and `F.take(axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class FlipTestPerm(HybridBlock):
    def __init__(self, flip_pairs=((1, 2),), joints=3, **kwargs):
        super(FlipTestPerm, self).__init__(**kwargs)
        perm = list(range(joints))
        for a, b in flip_pairs:
            perm[a], perm[b] = perm[b], perm[a]
        with self.name_scope():
            self.head = nn.Conv2D(joints, 3, padding=1)
            self.perm = self.params.get_constant("perm", perm)

    def hybrid_forward(self, F, x, perm):
        both = self.head(F.concat(x, F.flip(x, axis=3), dim=0))
        heat, heat_flipped = F.split(both, num_outputs=2, axis=0)
        heat_flipped = F.take(F.flip(heat_flipped, axis=3), perm, axis=1)
        return (heat + heat_flipped) * 0.5


Net = FlipTestPerm
