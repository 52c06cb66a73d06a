"""DGI's objective (ported): the corrupted graph by shuffling the node rows with a permutation
(`F.argsort` of a noise vector the data loader hands in), a one-layer encoder on the clean and the
corrupted features, the readout `sigmoid(mean over nodes)`, the bilinear discriminator
`h W s` for (node, summary) pairs, the labels `F.concat(F.ones((N,)), F.zeros((N,)))` built for
`N = seq.shape[0]`, and the BCE with logits of positives against negatives."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(6, 5), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, in_ft=5, n_h=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gcn = nn.Dense(n_h, in_units=in_ft, activation='relu')
            self.W = self.params.get('W', shape=(n_h, n_h), init=mx.init.Xavier())
            self.b = self.params.get('b', shape=(1,), init='zeros')

    def hybrid_forward(self, F, seq, noise, W, b):
        perm = F.argsort(noise)
        shuf = F.take(seq, perm)
        h_1 = self.gcn(seq)
        h_2 = self.gcn(shuf)
        c = F.sigmoid(h_1.mean(axis=0))
        Wc = F.dot(W, c)
        sc_1 = F.broadcast_add(F.dot(h_1, Wc), b)
        sc_2 = F.broadcast_add(F.dot(h_2, Wc), b)
        logits = F.concat(sc_1, sc_2, dim=0)
        N = seq.shape[0]
        lbl = F.concat(F.ones((N,)), F.zeros((N,)), dim=0)
        loss = F.relu(logits) - logits * lbl + F.log(1 + F.exp(-F.abs(logits)))
        return loss.mean()
