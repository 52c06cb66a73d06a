"""A fastai-style tabular model ported to Gluon (a stored public file, id 31385558889, its
repository not named in the store; the same file holds an lr finder, a CNN fine-tuning helper and
a sentiment-analysis `BaseNet`, which hybridize).  `TabularModel.hybrid_forward` embeds each
categorical column with `e(x_cat[:,i])`, joins the embeddings with `nd.concat(*x, dim=1)`, batch-
normalises the continuous inputs and joins them with `nd.concat(x, x2, dim=1)`.  Eagerly it runs;
hybridized `x_cat[:,i]` on a Symbol raises "Symbol only support integer index to fetch i-th
output", and `nd.concat` cannot take Symbols.

Source: the stored `TabularModel` as written (`get_tabular_model` and the training helpers left
out).  Net: two categorical columns embedded as (5, 3) and (4, 2), three continuous inputs, hidden
sizes [8, 6], dropouts [0.01, 0.01].  Inputs: a (4, 2) batch of category codes (the uniform
(-1, 1) draw reads as code 0) and a (4, 3) batch of continuous features.
"""
import mxnet as mx
from mxnet import gluon, nd

INPUTS = [(4, 2), (4, 3)]


class TabularModel(gluon.HybridBlock):
    def __init__(self, emb_szs, n_cont, szs, drops, emb_drop=0., use_bn=True, prefix=None, params=None):
        super(TabularModel, self).__init__(prefix=prefix, params=params)    
        with self.name_scope():
            self.embs = gluon.nn.HybridSequential()
            with self.embs.name_scope():
                [self.embs.add(gluon.nn.Embedding(c, s)) for c,s in emb_szs]
                    
            self.n_emb, self.n_cont = sum([e[1] for e in emb_szs]), n_cont
            szs = [self.n_emb+n_cont] + szs
            self.lins = gluon.nn.HybridSequential()
            with self.lins.name_scope():
                [self.lins.add(gluon.nn.Dense(i, activation='relu')) for i in szs[1:]]
            
            self.bns = gluon.nn.HybridSequential()
            with self.bns.name_scope():
                [self.bns.add(gluon.nn.BatchNorm(axis=0)) for i in szs[1:]]

            self.drops = gluon.nn.HybridSequential()
            with self.drops.name_scope():
                [self.drops.add(gluon.nn.Dropout(p)) for p in drops]
            
            self.emb_drop = gluon.nn.Dropout(emb_drop)
            self.bn = gluon.nn.BatchNorm(axis=0)
            self.use_bn=use_bn
            self.outp = gluon.nn.Dense(5)
        
    def hybrid_forward(self, F, x_cat, x_cont):
        x = [e(x_cat[:,i]) for i,e in enumerate(self.embs)]
        x = nd.concat(*x, dim=1)
        x = self.emb_drop(x)
        x2 = self.bn(x_cont)
        x = nd.concat(x, x2, dim=1)
        for l,d,b in zip(self.lins, self.drops, self.bns):
            x = l(x)
            if self.use_bn: x = b(x)
            x = d(x)
        out = self.outp(x) 
        return out


class Net(TabularModel):
    def __init__(self):
        super(Net, self).__init__(emb_szs=[(5, 3), (4, 2)], n_cont=3, szs=[8, 6], drops=[0.01, 0.01])
