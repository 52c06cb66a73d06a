"""Interaction-map block with a leftover debug print, `print("interaction map", imap.shape)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6), (2, 9, 6)]


class InteractionMap(HybridBlock):
    def hybrid_forward(self, F, atoms, residues):
        imap = F.batch_dot(atoms, residues, transpose_b=True)
        print("interaction map", imap.shape)
        return F.max(imap, axis=2)


Net = InteractionMap
